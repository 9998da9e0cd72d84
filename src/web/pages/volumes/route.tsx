import { PageHeading } from '../../components/PageHeading';

/** /volumes: the volume directory. */
export function Component() {
  return (
    <div className="page page-narrow">
      <PageHeading title="Volumes" />
      <p className="coming-soon">Coming Soon</p>
    </div>
  );
}
