import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { AdminOrder } from '../../modules/checkout/admin-schemas';
import { failureMessage, refundOrder } from './api';
import { STATUS_LABEL, dollars, leftToRefund, unitsLeft } from './format';

type Step = 'choose' | 'confirm' | 'done';

/** The choice as the API takes it: lines with a quantity, or none for the rest of the order. */
const chosenLines = (quantities: Record<number, number>) =>
  Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ line_id: Number(lineId), quantity }));

/**
 * 'Refund': choose units of the lines still held, or the rest of the order in full, and whether
 * they go back in stock; confirm; then the order as the server now has it. Failures are notified
 * and leave the choice as it was. Mounted while open, so each opening starts from a clean choice.
 */
export function RefundDialog({ order, onClose, onRefunded }: { order: AdminOrder; onClose: () => void; onRefunded: () => void }) {
  const notify = useNotify();
  const refundable = order.listItems.filter((l) => unitsLeft(l) > 0);
  const [rest, setRest] = useState(refundable.length === 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  // An order that could not be filled took no stock: nothing to put back.
  const canRestock = !order.problem;
  const [step, setStep] = useState<Step>('choose');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AdminOrder | null>(null);

  const lines = chosenLines(quantities);
  const title = (lineId: number) => order.listItems.find((l) => l.id === lineId)?.title ?? `line ${lineId}`;
  const what = rest ? `the rest of the order, ${dollars(leftToRefund(order))}` : `${lines.map((l) => `${l.quantity} × ${title(l.line_id)}`).join(', ')}, plus their share of the tax`;

  const review = () => {
    if (!rest && !lines.length) return setProblem('Choose at least one unit to refund, or refund the rest in full.');
    setProblem(null);
    setStep('confirm');
  };

  const refund = async () => {
    setBusy(true);
    try {
      const updated = await refundOrder(order.id, { ...(rest ? {} : { lines }), reason: reason.trim() || null, restock });
      setResult(updated);
      setStep('done');
      notify(`Refunded ${dollars(updated.refunds.at(-1)?.amount ?? 0)}`, { type: 'success' });
      onRefunded();
    } catch (err) {
      notify(failureMessage(err), { type: 'error' });
      setStep('choose');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="refund-title" fullWidth maxWidth="sm">
      <DialogTitle id="refund-title">Refund order {order.orderId}</DialogTitle>
      {step === 'choose' ? (
        <DialogContent>
          <RadioGroup value={rest ? 'rest' : 'lines'} onChange={(e) => setRest(e.target.value === 'rest')} aria-label="What to refund">
            <FormControlLabel value="lines" control={<Radio />} label="Refund some items" disabled={refundable.length === 0} />
            {!rest ? (
              <Box sx={{ pl: { xs: 1, sm: 4 }, display: 'grid', gap: 1.5, my: 1 }}>
                {refundable.map((line) => (
                  <TextField
                    key={line.id}
                    type="number"
                    size="small"
                    label={`${line.title} (${dollars(line.unit_price)} each)`}
                    helperText={`${unitsLeft(line)} of ${line.quantity} left to refund`}
                    value={quantities[line.id] ?? 0}
                    onChange={(e) => {
                      const n = Math.max(0, Math.min(unitsLeft(line), Math.trunc(Number(e.target.value) || 0)));
                      setQuantities((q) => ({ ...q, [line.id]: n }));
                      setProblem(null);
                    }}
                    slotProps={{ htmlInput: { min: 0, max: unitsLeft(line), step: 1 } }}
                  />
                ))}
              </Box>
            ) : null}
            <FormControlLabel value="rest" control={<Radio />} label={`Refund the rest in full (${dollars(leftToRefund(order))})`} />
          </RadioGroup>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={restock} disabled={!canRestock} onChange={(e) => setRestock(e.target.checked)} />}
            label={canRestock ? 'Put the refunded books back in stock' : 'Put back in stock (this order took no stock)'}
          />
          <TextField
            label="Reason (optional)"
            helperText="Kept with the order; the buyer's mail does not include it."
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {problem ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
      ) : null}
      {step === 'confirm' ? (
        <DialogContent>
          <DialogContentText>
            Refund {what} to the buyer&apos;s card? This cannot be undone. {restock ? 'The books go back in stock.' : 'The books are not put back in stock.'} The buyer is mailed the refund.
          </DialogContentText>
        </DialogContent>
      ) : null}
      {step === 'done' && result ? (
        <DialogContent>
          <Alert severity="success" sx={{ mb: 2 }}>
            Refunded {dollars(result.refunds.at(-1)?.amount ?? 0)}.
          </Alert>
          <Typography>
            The order is now <strong>{STATUS_LABEL[result.status].toLowerCase()}</strong>: {dollars(result.refunded_amount)} of {dollars(result.total)} refunded.
          </Typography>
        </DialogContent>
      ) : null}
      <DialogActions>
        {step === 'choose' ? (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" onClick={review}>
              Review refund
            </Button>
          </>
        ) : null}
        {step === 'confirm' ? (
          <>
            <Button onClick={() => setStep('choose')} disabled={busy}>
              Back
            </Button>
            <Button variant="contained" color="error" loading={busy} onClick={() => void refund()}>
              Refund now
            </Button>
          </>
        ) : null}
        {step === 'done' ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
