import { PieChart, pieArcClasses } from '@mui/x-charts/PieChart';

const browsers = [
  { id: 0, value: 62, label: 'Chrome' },
  { id: 1, value: 19, label: 'Safari' },
  { id: 2, value: 7, label: 'Edge' },
  { id: 3, value: 6, label: 'Firefox' },
  { id: 4, value: 6, label: 'Other' },
];

export default function AnimationCssTransition() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: browsers,
          innerRadius: 50,
          highlightScope: { highlight: 'item', fade: 'global' },
          faded: { additionalRadius: -10, color: 'gray' },
        },
      ]}
      sx={{
        // Slow down the fade of the other arcs when one is hovered.
        [`& .${pieArcClasses.root}`]: {
          transitionDuration: '900ms',
          transitionTimingFunction: 'ease-out',
        },
      }}
    />
  );
}
