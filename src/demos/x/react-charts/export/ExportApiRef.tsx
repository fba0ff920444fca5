import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

const points = Array.from({ length: 40 }, (_, index) => ({
  id: index,
  x: 150 + ((index * 7) % 45),
  y: Math.round(45 + ((index * 7) % 45) * 0.9 + ((index * 11) % 12)),
}));

// Adds a title above the chart in the export only: the page itself is not changed.
function addTitle(iframe: HTMLIFrameElement) {
  const doc = iframe.contentDocument;
  if (!doc) {
    return;
  }
  const title = doc.createElement('h2');
  title.textContent = 'Height and weight of 40 athletes';
  title.style.fontFamily = 'sans-serif';
  title.style.margin = '8px 16px';
  doc.body.prepend(title);
}

export default function ExportApiRef() {
  const apiRef = useChartProApiRef<'scatter'>();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} role="group" aria-label="Export the chart">
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'athletes', onBeforeExport: addTitle })}
        >
          Print
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'athletes', onBeforeExport: addTitle })
          }
        >
          Download PNG
        </Button>
      </Stack>
      <ScatterChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ label: 'Height (cm)' }]}
        yAxis={[{ label: 'Weight (kg)' }]}
        series={[{ data: points, label: 'Athletes' }]}
      />
    </Stack>
  );
}
