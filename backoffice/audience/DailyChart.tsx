import { useTheme } from '@mui/material';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { formatCount } from '../common/format.ts';

const MARGIN = { top: 12, right: 16, bottom: 28, left: 44 };
/** Room one 'dd/MM' label needs; with less, only every n-th day is labelled. */
const LABEL_SPACE = 48;
/** Up to a month, each day gets a point with its hint; 90 points would only blur the lines. */
const MAX_POINTS = 31;

export interface DailyLine {
  label: string;
  values: readonly number[];
  /** Solid or dashed: the two lines differ by more than their colour. */
  dashed?: boolean;
  color: string;
}

export interface DailyChartProps {
  /** 'dd/MM' per day, oldest first. */
  days: readonly string[];
  lines: readonly DailyLine[];
  height: number;
}

/** Which day indexes keep their axis label so that labels never overlap (always the last day). */
export function labelledDays(count: number, innerWidth: number): Set<number> {
  const fit = Math.max(1, Math.floor(innerWidth / LABEL_SPACE));
  const step = Math.max(1, Math.ceil(count / fit));
  const shown = new Set<number>();
  for (let i = count - 1; i >= 0; i -= step) shown.add(i);
  return shown;
}

/**
 * Daily lines (visitors and page views) drawn in SVG with visx, like the dashboard's weekly charts:
 * sized to the card, coloured from the theme; the numbers are in the card's table for screen readers.
 */
export function DailyChart({ days, lines, height }: DailyChartProps) {
  const theme = useTheme();
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...lines.flatMap((line) => line.values));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: 4 });
  const ticks = y.ticks(4).filter(Number.isInteger);
  const indexes = days.map((_, i) => i);
  const x = scalePoint<number>({ domain: indexes, range: [0, innerWidth], padding: 0.3 });
  const labelled = labelledDays(days.length, innerWidth);
  const text = {
    fill: theme.palette.text.secondary,
    fontFamily: String(theme.typography.fontFamily),
    fontSize: 11,
  };

  return (
    <div ref={parentRef} style={{ width: '100%', height }}>
      {width > 0 && (
        <svg width={width} height={height} data-chart-kind="daily-lines">
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
            {lines.map((line) => (
              <Group key={line.label}>
                <LinePath
                  data={indexes}
                  x={(i) => x(i) ?? 0}
                  y={(i) => y(line.values[i] ?? 0)}
                  stroke={line.color}
                  strokeWidth={2}
                  strokeDasharray={line.dashed ? '6 4' : undefined}
                />
                {days.length <= MAX_POINTS &&
                  indexes.map((i) => (
                    <circle key={i} cx={x(i) ?? 0} cy={y(line.values[i] ?? 0)} r={3} fill={line.color}>
                      <title>{`${days[i]}: ${formatCount(line.values[i] ?? 0)} ${line.label.toLowerCase()}`}</title>
                    </circle>
                  ))}
              </Group>
            ))}
            {ticks.map((tick) => (
              <text key={tick} x={-6} y={y(tick)} dy="0.33em" textAnchor="end" {...text}>
                {formatCount(tick)}
              </text>
            ))}
            {indexes.map((i) =>
              labelled.has(i) ? (
                <text key={i} x={x(i) ?? 0} y={innerHeight + 18} textAnchor="middle" {...text}>
                  {days[i]}
                </text>
              ) : null,
            )}
          </Group>
        </svg>
      )}
    </div>
  );
}
