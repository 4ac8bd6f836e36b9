import { useGetRuntimeConfig } from '@chaussee/sdk/react';

/** The server's default (BIN_RETENTION_DAYS), said until its runtime configuration is read. */
const DEFAULT_BIN_RETENTION_DAYS = 30;

/**
 * How many days a deleted item can be restored from the bin (GET /runtime-config, public): the
 * delete confirmations say it. The configuration is read once and kept (it changes with a restart).
 */
export function useBinRetentionDays(): number {
  const config = useGetRuntimeConfig({ query: { staleTime: Infinity } });
  return config.data?.data.binRetentionDays ?? DEFAULT_BIN_RETENTION_DAYS;
}
