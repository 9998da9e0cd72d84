import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** A page that is only a heading (and a note), until its section is built. */
function Placeholder({ title, note }: { title: string; note?: string }) {
  return (
    <>
      <Title title={title} />
      {note ? (
        <Card>
          <CardContent>
            <Typography color="text.secondary">{note}</Typography>
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}

// SPEC §2: these three are placeholders by design.
export const VolumesPage = () => <Placeholder title="Manage Volumes" />;
export const CoursesPage = () => <Placeholder title="Manage courses" />;
export const ForumsPage = () => <Placeholder title="Manage forums" />;

// Stand-ins until each becomes a resource folder (src/admin/<resource>/index.ts).
export const ArticlesPage = () => (
  <Placeholder title="Articles" note="The article manager is not here yet: it arrives with the articles issue." />
);
