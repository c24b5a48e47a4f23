import { z } from "zod";

/** Spec 9: admin lists show 8 rows a page. */
export const ADMIN_PAGE_SIZE = 8;

export const pageFields = {
  page: z.coerce
    .number({ error: "page must be a number." })
    .int("page must be a whole number.")
    .min(1, "page must be at least 1.")
    .max(100_000)
    .default(1),
  per_page: z.coerce
    .number({ error: "per_page must be a number." })
    .int("per_page must be a whole number.")
    .min(1, "per_page must be between 1 and 100.")
    .max(100, "per_page must be between 1 and 100.")
    .default(ADMIN_PAGE_SIZE),
};

/** A trimmed optional text filter; empty means absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const paginationSchema = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Laravel-style pagination; page URLs are relative and keep the filters. */
export function paginate(
  path: string,
  page: { page: number; per_page: number },
  total: number,
  filters: Record<string, string | undefined> = {},
): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / page.per_page));
  const url = (n: number) => {
    const params = new URLSearchParams({ page: String(n), per_page: String(page.per_page) });
    for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
    return `${path}?${params.toString()}`;
  };
  return {
    total,
    per_page: page.per_page,
    current_page: page.page,
    last_page: lastPage,
    next_page_url: page.page < lastPage ? url(page.page + 1) : null,
    prev_page_url: page.page > 1 ? url(Math.min(page.page - 1, lastPage)) : null,
  };
}

export const offsetOf = (p: { page: number; per_page: number }) => (p.page - 1) * p.per_page;

/** LIKE pattern for a user's text: %, _ and \ match themselves. */
export const containsPattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
