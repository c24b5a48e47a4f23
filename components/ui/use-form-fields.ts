"use client";
import { useState } from "react";

/** What a component that renders some of a form's fields needs of useFormFields. */
export interface FormFieldsState<F extends string> {
  values: Readonly<Record<F, string>>;
  errors: Readonly<Record<string, string>>;
  setValue: (field: F, value: string) => void;
}

type FieldChange = React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * A form's text values and its field errors (keyed by field name, plus any other key such as a
 * checkbox's). Changing a field clears that field's error. `bind(field)` gives a TextField,
 * SelectField or TextAreaField its value, onChange and error.
 */
export function useFormFields<F extends string>(initial: Record<F, string> | (() => Record<F, string>)) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const clearError = (key: string) => setErrors((s) => (s[key] ? { ...s, [key]: "" } : s));
  const setValue = (field: F, value: string) => {
    setValues((s) => ({ ...s, [field]: value }));
    clearError(field);
  };
  const bind = (field: F) => ({
    value: values[field],
    onChange: (e: FieldChange) => setValue(field, e.target.value),
    error: errors[field],
  });

  return { values, setValues, errors, setErrors, setValue, clearError, bind };
}
