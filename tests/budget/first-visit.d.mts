export const KB: number
export const budgets: {
  unit: string
  reason: string
  production: Record<string, number>
  sandbox: Record<string, number>
}
export const pages: { path: string; routes: { id: string; layout?: boolean }[] }[]

export interface FirstVisitRow {
  key: string
  file: string
  raw: number
  gzip: number
}

export interface FirstVisitPage {
  path: string
  rows: FirstVisitRow[]
  gzip: number
  raw: number
  onDemand: { file: string; gzip: number }[]
}

export function firstVisit(dist: string): { pages: FirstVisitPage[]; problems: string[] }
