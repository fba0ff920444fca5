import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeStyled() {
  return (
    <Gauge
      width={220}
      height={180}
      value={78}
      startAngle={-100}
      endAngle={100}
      innerRadius="75%"
      cornerRadius="50%"
      text={({ value }) => `${value}%`}
      sx={(theme) => ({
        [`& .${gaugeClasses.valueText}`]: {
          fontSize: 32,
          fontWeight: 600,
        },
        [`& .${gaugeClasses.valueArc}`]: {
          fill: (theme.vars || theme).palette.success.main,
        },
        [`& .${gaugeClasses.referenceArc}`]: {
          fill: (theme.vars || theme).palette.text.disabled,
        },
      })}
    />
  );
}
