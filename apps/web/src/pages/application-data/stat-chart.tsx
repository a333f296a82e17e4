// One chart of the application data: a bar or line series over named categories, drawn by ECharts
// once its module has loaded (echarts-setup.ts), resized with its box, disposed with the page. The
// figures are also in the tables beside it, so the chart is hidden from screen readers' reading order
// only by its label.
import { useEffect, useRef } from "react";
import styles from "./app-data.module.css";

export interface StatChartProps {
  title: string;
  kind: "bar" | "line";
  categories: readonly string[];
  values: readonly number[];
  /** Upper bound of the value axis (100 for rates). */
  max?: number;
}

export function StatChart({ title, kind, categories, values, max }: StatChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let dispose = () => {};
    void import("./echarts-setup.ts").then(({ echarts }) => {
      if (disposed) return;
      const chart = echarts.init(element);
      chart.setOption({
        grid: { left: 48, right: 16, top: 16, bottom: 48 },
        tooltip: { trigger: "axis" },
        xAxis: {
          type: "category",
          data: [...categories],
          axisLabel: { interval: 0, rotate: categories.length > 6 ? 30 : 0 },
        },
        yAxis: { type: "value", ...(max === undefined ? {} : { max }) },
        series: [{ type: kind, data: [...values], itemStyle: { color: "#1677ff" } }],
      });
      const observer = new ResizeObserver(() => chart.resize());
      observer.observe(element);
      dispose = () => {
        observer.disconnect();
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [kind, categories, values, max]);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div ref={box} className={styles.chartBox} role="img" aria-label={title} />
    </figure>
  );
}
