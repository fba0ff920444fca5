import Tooltip from '@mui/material/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';
import { BarChart } from '@mui/x-charts/BarChart';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import { useSvgRef } from '@mui/x-charts/hooks';

// A toolbar for the free BarChart: one button that saves the chart's SVG as a file.
function SvgDownloadToolbar() {
  const svgRef = useSvgRef();

  const download = () => {
    const svg = svgRef.current;
    if (!svg) {
      return;
    }
    const source = new XMLSerializer().serializeToString(svg);
    const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'downloads.svg';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Toolbar>
      <Tooltip title="Download as SVG">
        <ToolbarButton aria-label="Download as SVG" onClick={download}>
          <DownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToolbarCommunity() {
  return (
    <BarChart
      height={300}
      showToolbar
      slots={{ toolbar: SvgDownloadToolbar }}
      xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      series={[{ data: [320, 410, 395, 450, 380, 210, 180], label: 'Downloads' }]}
    />
  );
}
