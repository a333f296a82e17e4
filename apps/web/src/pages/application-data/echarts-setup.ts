// ECharts with only what the application-data charts draw (bars, lines, a grid, tooltips, canvas),
// imported lazily by stat-chart.tsx: no other page's bundle carries the charting library.
import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
