import { useTheme } from '@mui/material';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, Bar, LinePath } from '@visx/shape';
import { formatCount } from '../common/format.ts';
import type { ChartRow } from './ChartCard.tsx';

const MARGIN = { top: 12, right: 12, bottom: 44, left: 40 };
/** Below this many pixels per week, every other week keeps its label (12 'dd/MM' labels on a phone). */
const MIN_LABEL_SPACE = 44;

export interface WeeklyChartProps {
  rows: ChartRow[];
  /** Bars (counts per week) or a filled line (a total over time). */
  kind: 'bars' | 'area';
  height: number;
  /** What a value is, for the hover hint ('Logins' → '06/10: 12 Logins'). */
  valueLabel: string;
  axisLabel: string;
}

/**
 * One weekly series drawn in SVG with visx (d3 scales and shapes as React components), sized to its
 * card and coloured from the MUI theme. The numbers are also in the card's table, which screen readers
 * read; each bar or point says its week and value on hover.
 */
export function WeeklyChart({ rows, kind, height, valueLabel, axisLabel }: WeeklyChartProps) {
  const theme = useTheme();
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const labels = rows.map((row) => row.label);
  // From zero, with round steps; counts are whole, and an empty chart still reads as a 0–1 scale.
  const max = Math.max(1, ...rows.map((row) => row.value));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: 4 });
  const ticks = y.ticks(4).filter(Number.isInteger);
  const band = scaleBand<string>({ domain: labels, range: [0, innerWidth], padding: 0.25 });
  const point = scalePoint<string>({ domain: labels, range: [0, innerWidth], padding: 0.5 });
  const every = innerWidth / Math.max(1, labels.length) < MIN_LABEL_SPACE ? 2 : 1;
  const color = theme.palette.primary.main;
  const text = {
    fill: theme.palette.text.secondary,
    fontFamily: String(theme.typography.fontFamily),
    fontSize: 11,
  };
  const hint = (row: ChartRow) => `${row.label}: ${formatCount(row.value)} ${valueLabel}`;
  const xOf = (row: ChartRow) => (kind === 'bars' ? (band(row.label) ?? 0) : (point(row.label) ?? 0));

  return (
    <div ref={parentRef} style={{ width: '100%', height }}>
      {width > 0 && (
        <svg width={width} height={height} data-chart-kind={kind}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={innerWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke={theme.palette.divider}
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
            ))}
            {kind === 'bars'
              ? rows.map((row) => (
                  <Bar
                    key={row.label}
                    x={xOf(row)}
                    y={y(row.value)}
                    width={band.bandwidth()}
                    height={innerHeight - y(row.value)}
                    fill={color}
                    rx={2}
                  >
                    <title>{hint(row)}</title>
                  </Bar>
                ))
              : [
                  <AreaClosed
                    key="area"
                    data={rows}
                    x={xOf}
                    y={(row) => y(row.value)}
                    yScale={y}
                    fill={color}
                    fillOpacity={0.15}
                  />,
                  <LinePath
                    key="line"
                    data={rows}
                    x={xOf}
                    y={(row) => y(row.value)}
                    stroke={color}
                    strokeWidth={2}
                  />,
                  ...rows.map((row) => (
                    <circle key={row.label} cx={xOf(row)} cy={y(row.value)} r={3.5} fill={color}>
                      <title>{hint(row)}</title>
                    </circle>
                  )),
                ]}
            {ticks.map((tick) => (
              <text key={tick} x={-6} y={y(tick)} dy="0.33em" textAnchor="end" {...text}>
                {formatCount(tick)}
              </text>
            ))}
            {rows.map((row, index) =>
              index % every === 0 ? (
                <text
                  key={row.label}
                  x={xOf(row) + (kind === 'bars' ? band.bandwidth() / 2 : 0)}
                  y={innerHeight + 16}
                  textAnchor="middle"
                  {...text}
                >
                  {row.label}
                </text>
              ) : null,
            )}
            <text x={innerWidth / 2} y={innerHeight + 36} textAnchor="middle" {...text} fontSize={12}>
              {axisLabel}
            </text>
          </Group>
        </svg>
      )}
    </div>
  );
}
