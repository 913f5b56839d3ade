import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDecimal } from '@cardbridge/catalogue';
import { checkAmount, type Quote } from '@cardbridge/contracts';
import type { LiveBrand } from '../../../lib/api/get-brands';
import { createQuote } from '../api/create-quote';

/** Typing "2000" asks for one quote, not one per keystroke. */
const SETTLE_MS = 300;

const quoteQueryKey = (brand: string, cents: number | null) => ['quotes', brand, cents] as const;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Milliseconds left until `until`, ticking every second; 0 once it has passed. */
function useRemaining(until: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Date.parse(until) - now) : 0;
}

export interface RateLock {
  /** The locked quote for the amount typed now; undefined while it is asked for. */
  quote: Quote | undefined;
  /** Time left on the lock. */
  remainingMs: number;
  isLocking: boolean;
  error: unknown;
  /** A lock ran out and this quote replaced it (the figure may have changed). */
  renewed: boolean;
  /** Takes the fresh quote a refused submission offered. */
  offer: (quote: Quote) => void;
  retry: () => void;
}

/**
 * The sell flow's binding rate lock (docs/product.md#rate-lock): once the amount is valid, asks
 * POST /api/quotes for it, counts the lock down, and asks again when it runs out.
 */
export function useRateLock(brand: LiveBrand, amount: string, enabled: boolean): RateLock {
  const queryClient = useQueryClient();
  const check = checkAmount(amount, brand.name, brand);
  const cents = useSettled(check.ok ? check.cents : null, SETTLE_MS);
  const key = quoteQueryKey(brand.name, cents);
  const query = useQuery({
    queryKey: key,
    queryFn: () => createQuote({ brand: brand.name, amount: formatDecimal(cents ?? 0) }),
    enabled: enabled && cents !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const current = check.ok && cents === check.cents ? query.data : undefined;
  const remainingMs = useRemaining(current?.expiresAt);
  const [renewed, setRenewed] = useState(false);
  useEffect(() => setRenewed(false), [cents]);

  const expired = current !== undefined && remainingMs === 0;
  const { isFetching, isError, refetch } = query;
  useEffect(() => {
    // A failed renewal waits for the seller's "Try again" rather than asking in a loop.
    if (!expired || isFetching || isError) return;
    setRenewed(true);
    void refetch();
  }, [expired, isFetching, isError, refetch]);

  return {
    quote: current,
    remainingMs,
    isLocking: enabled && check.ok && (query.isFetching || cents !== check.cents),
    error: query.error,
    renewed,
    offer: (quote) => {
      queryClient.setQueryData(key, quote);
      setRenewed(true);
    },
    retry: () => void refetch(),
  };
}
