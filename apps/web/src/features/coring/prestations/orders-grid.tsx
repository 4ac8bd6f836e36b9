import type { LaboratoryOrder } from '@chaussee/sdk/react';
import { DataGrid, StatusChip, type DataGridProps } from '@chaussee/ui';
import { contractColumns } from '../../../shared/contract/contract-schemas.js';
import laboratoryOrderContract from 'virtual:chaussee-contract-schemas/LaboratoryOrder';
import { prestationsMessages as text } from './messages.js';

function OrderStatusCell({ data }: { data?: LaboratoryOrder }) {
  return data === undefined ? null : <StatusChip kind="order" status={data.status} />;
}

const orderColumns: DataGridProps<LaboratoryOrder>['columns'] = contractColumns<LaboratoryOrder>(
  laboratoryOrderContract,
  {
    order: [
      'reference',
      'provider',
      'laboratory',
      'status',
      'samplesCount',
      'sentAt',
      'resultsReceivedAt',
      'createdAt',
    ],
    overrides: {
      provider: {
        valueGetter: ({ data }) => data?.provider.name ?? '',
        filter: 'agTextColumnFilter',
      },
      laboratory: {
        valueGetter: ({ data }) => data?.laboratory?.name ?? text.providerChooses,
        filter: 'agTextColumnFilter',
      },
      status: { cellRenderer: OrderStatusCell, filter: false, minWidth: 160 },
    },
  },
);

/** The campaign's laboratory orders and where each stands (New, Sent, Finished…). */
export function OrdersGrid({ orders }: { orders: readonly LaboratoryOrder[] }) {
  return (
    <DataGrid<LaboratoryOrder>
      label={text.ordersLabel}
      rows={orders}
      columns={orderColumns}
      getRowId={(order) => order.id}
      emptyMessage={text.noOrder}
      height={260}
    />
  );
}
