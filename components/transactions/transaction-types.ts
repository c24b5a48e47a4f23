/** A history row as GET /api/transactions answers it (spec 3, "Transaction list item"). */
export interface TransactionItem {
  id: string;
  service: string;
  amount: number;
  amount_kobo?: number;
  reference?: string | null;
  transaction_id?: string | null;
  request_id?: string | null;
  date?: string | null;
  transaction_date?: string | null;
  status: string;
  type?: string | null;
  cashback_amount?: number;
  details?: Record<string, unknown>;
}

export interface Pagination {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  next_page_url: string | null;
  prev_page_url: string | null;
}

export interface TransactionsPage {
  status: string;
  transactions: TransactionItem[];
  pagination: Pagination;
  message?: string;
}
