import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

const points = Array.from({ length: 50 }, (_, index) => ({
  id: index,
  x: (index * 29) % 100,
  y: (index * 47) % 100,
}));

export default function ToolbarIcons() {
  return (
    <ScatterChartPro
      height={320}
      showToolbar
      slots={{
        zoomInIcon: AddCircleOutlineIcon,
        zoomOutIcon: RemoveCircleOutlineIcon,
        exportIcon: SaveAltIcon,
      }}
      xAxis={[{ id: 'x', zoom: true }]}
      series={[{ data: points, label: 'Samples' }]}
    />
  );
}
