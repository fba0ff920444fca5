import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridPaginationModel,
  getGridSingleSelectOperators,
} from '@mui/x-data-grid';

interface Sensor {
  id: number;
  name: string;
  status: 'Online' | 'Offline' | 'Maintenance';
}

const statuses: Sensor['status'][] = ['Online', 'Offline', 'Maintenance'];

/** 60 sensors whose status follows a fixed pattern, so the data is the same on every load. */
const allSensors: Sensor[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `Sensor ${String(index + 1).padStart(2, '0')}`,
  status: statuses[(index * 7) % 5 === 0 ? 1 : index % 9 === 0 ? 2 : 0] ?? 'Online',
}));

interface Page {
  rows: Sensor[];
  rowCount: number;
}

function fetchSensors(filter: GridFilterModel, page: GridPaginationModel): Promise<Page> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const item = filter.items[0];
      const matching = allSensors.filter((sensor) => {
        if (!item || item.value === undefined || item.value === '') {
          return true;
        }
        return item.operator === 'not' ? sensor.status !== item.value : sensor.status === item.value;
      });
      const start = page.page * page.pageSize;
      resolve({ rows: matching.slice(start, start + page.pageSize), rowCount: matching.length });
    }, 400);
  });
}

const columns: GridColDef<Sensor>[] = [
  { field: 'name', headerName: 'Sensor', flex: 1, filterable: false },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 160,
    filterOperators: getGridSingleSelectOperators().filter((operator) =>
      ['is', 'not'].includes(operator.value),
    ),
  },
];

const initialFilterModel: GridFilterModel = {
  items: [{ field: 'status', operator: 'is', value: 'Offline' }],
};
const initialPaginationModel: GridPaginationModel = { page: 0, pageSize: 5 };

export default function ServerFilterPagination() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(initialFilterModel);
  const [paginationModel, setPaginationModel] =
    React.useState<GridPaginationModel>(initialPaginationModel);
  const [data, setData] = React.useState<Page>({ rows: [], rowCount: 0 });
  const [loading, setLoading] = React.useState(true);
  const lastRequest = React.useRef(0);

  const load = React.useCallback((filter: GridFilterModel, page: GridPaginationModel) => {
    const request = ++lastRequest.current;
    fetchSensors(filter, page).then(
      (result) => {
        if (request === lastRequest.current) {
          setData(result);
          setLoading(false);
        }
      },
      () => setLoading(false),
    );
  }, []);

  React.useEffect(() => {
    load(initialFilterModel, initialPaginationModel);
  }, [load]);

  const handleFilterModelChange = (model: GridFilterModel) => {
    // A new filter starts again from the first page.
    const firstPage = { ...paginationModel, page: 0 };
    setFilterModel(model);
    setPaginationModel(firstPage);
    setLoading(true);
    load(model, firstPage);
  };

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    setPaginationModel(model);
    setLoading(true);
    load(filterModel, model);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={data.rows}
        rowCount={data.rowCount}
        columns={columns}
        loading={loading}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={handleFilterModelChange}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
