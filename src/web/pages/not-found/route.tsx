export { NotFound as Component } from '../../components/NotFound';
