import { Title } from 'react-admin';

/** A page that is only a heading. */
const Placeholder = ({ title }: { title: string }) => <Title title={title} />;

// SPEC §2: these are placeholders by design.
export const CoursesPage = () => <Placeholder title="Manage courses" />;
