"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import {
  dateRangeError,
  EMPTY_FILTERS,
  hasActiveFilters,
  SEARCH_MAX,
  SERVICE_OPTIONS,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  withFilter,
  type FilterKey,
  type HistoryFilters,
} from "./history-filters";
import styles from "./transactions.module.css";

/** Keeps a value the URL carries in the choices even when this list does not know it. */
function optionsWith(options: readonly { value: string; label: string }[], current: string) {
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

/**
 * The /transactions filters. Selects apply at once; dates apply when the range is valid; the
 * reference search applies on submit. Drafts follow the applied filters when those change
 * (Clear, back button), and are kept otherwise (typing while a select applies).
 */
export function TransactionFilters({
  filters,
  onChange,
}: {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}) {
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [search, setSearch] = useState(filters.search);
  const [applied, setApplied] = useState({ from: filters.from, to: filters.to, search: filters.search });
  if (applied.from !== filters.from || applied.to !== filters.to || applied.search !== filters.search) {
    setApplied({ from: filters.from, to: filters.to, search: filters.search });
    setFrom(filters.from);
    setTo(filters.to);
    setSearch(filters.search);
  }
  const rangeError = dateRangeError(from, to);

  const apply = (key: FilterKey, value: string) => onChange(withFilter(filters, key, value));
  const applyDates = (nextFrom: string, nextTo: string) => {
    if (dateRangeError(nextFrom, nextTo)) return;
    onChange({ ...filters, from: nextFrom, to: nextTo, page: 1 });
  };

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Filter transactions"
      onSubmit={(e) => {
        e.preventDefault();
        if (rangeError) return;
        onChange({ ...filters, from, to, search: search.trim(), page: 1 });
      }}
    >
      <SelectField
        label="Service"
        value={filters.service}
        placeholder="All services"
        options={optionsWith(SERVICE_OPTIONS, filters.service)}
        onChange={(e) => apply("service", e.target.value)}
      />
      <SelectField
        label="Status"
        value={filters.status}
        placeholder="All statuses"
        options={optionsWith(STATUS_OPTIONS, filters.status)}
        onChange={(e) => apply("status", e.target.value)}
      />
      <SelectField
        label="Type"
        value={filters.type}
        placeholder="All types"
        options={TYPE_OPTIONS}
        onChange={(e) => apply("type", e.target.value)}
      />
      <TextField
        label="From"
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => {
          setFrom(e.target.value);
          applyDates(e.target.value, to);
        }}
      />
      <TextField
        label="To"
        type="date"
        value={to}
        min={from || undefined}
        error={rangeError ?? undefined}
        onChange={(e) => {
          setTo(e.target.value);
          applyDates(from, e.target.value);
        }}
      />
      <div className={styles.searchRow}>
        <TextField
          label="Search by reference"
          type="search"
          value={search}
          maxLength={SEARCH_MAX}
          placeholder="e.g. AB12-CD34"
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button type="submit">Search</Button>
        {hasActiveFilters(filters) && (
          <Button variant="ghost" onClick={() => onChange(EMPTY_FILTERS)}>
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
