// GET controlPanel/performanceMonitoring's answer: per API area (the path's first segment after /api), the last
// hour's request and error (5xx) counts and latency percentiles in milliseconds, in total and per minute.

export interface PerformanceStats {
  requests: number;
  errors: number;
  /** null when the period had no request */
  p50: number | null;
  p95: number | null;
}

export interface MinuteStats extends PerformanceStats {
  /** the minute's start, ISO */
  minute: string;
}

export interface AreaPerformance extends PerformanceStats {
  area: string;
  minutes: MinuteStats[];
}

export interface PerformanceContent {
  county: string;
  /** local: the local server's collected metric lines; cloudwatch: the Lambdas' metrics */
  source: 'local' | 'cloudwatch';
  from: string;
  to: string;
  areas: AreaPerformance[];
}
