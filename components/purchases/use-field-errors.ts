"use client";
import { useState } from "react";
import type { FieldErrors } from "@/lib/purchases/entry-rules";

/** A form's per-field errors, plus `clearError(field)` for when that field is edited. */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const clearError = (field: K) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  return [errors, setErrors, clearError] as const;
}
