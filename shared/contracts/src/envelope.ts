/** Every API response (spec 000 §3 "Response envelope"). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  totalCount: number;
}

export interface SearchTextEntry {
  FieldName: string;
  Value: string;
}

/** Paged list request (spec 000 §3 "Search request"). */
export interface SearchRequest {
  SearchText: SearchTextEntry[];
  Skip: number;
  Take: number;
}
