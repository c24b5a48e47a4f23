import { Skeleton } from "@/components/ui/spinner";

export default function AdminLoading() {
  return (
    <div aria-busy="true" aria-live="polite" style={{ display: "grid", gap: "1rem" }}>
      <span className="visually-hidden">Loading…</span>
      <Skeleton width="14rem" height="2rem" />
      <div style={{ display: "grid", gap: "0.75rem", gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))" }}>
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
      </div>
      <Skeleton height="20rem" />
    </div>
  );
}
