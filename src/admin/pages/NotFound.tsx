import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** Unknown paths under /chariot; one heading (react-admin's own page brings a second h1). */
export function NotFound() {
  return (
    <>
      <Title title="Not Found" />
      <Card>
        <CardContent>
          <Typography color="text.secondary">Please check the URL, or choose a section from the menu above.</Typography>
        </CardContent>
      </Card>
    </>
  );
}
