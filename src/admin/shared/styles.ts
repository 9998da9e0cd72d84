/** A locked (disabled) field's note stays readable: MUI greys it with the field, below AA contrast. */
export const lockedField = { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } };
