import { Alert, Button } from '@mui/material';
import { HttpError, useListContext } from 'react-admin';
import { failureMessage } from '../messages';

/**
 * A list whose request failed says so, in the server's words when it gave some, with Retry: never
 * "No records match", which would send the editor clearing filters for rows that exist.
 */
export function ListError() {
  const { error, refetch, isFetching } = useListContext();
  const said = error instanceof HttpError && error.status > 0 ? failureMessage(error) : 'The server could not be reached.';
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" loading={isFetching} onClick={() => void refetch()}>
          Retry
        </Button>
      }
    >
      This list could not be loaded. {said}
    </Alert>
  );
}
