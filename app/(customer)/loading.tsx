import { Skeleton } from "@/components/ui/spinner";

export default function CustomerLoading() {
  return (
    <div aria-busy="true" aria-live="polite" style={{ display: "grid", gap: "1rem" }}>
      <span className="visually-hidden">Loading…</span>
      <Skeleton width="16rem" height="2rem" />
      <Skeleton height="9rem" />
      <div style={{ display: "grid", gap: "1rem", gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))" }}>
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
      </div>
    </div>
  );
}
