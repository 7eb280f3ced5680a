export const KB: number
export const budgets: Record<string, number>
export const pages: { path: string; routes: { id: string; layout?: boolean }[] }[]

export interface FirstVisitRow {
  key: string
  file: string
  raw: number
  gzip: number
}

export interface FirstVisitPage {
  path: string
  budgetKB: number
  rows: FirstVisitRow[]
  gzip: number
  raw: number
  onDemand: { file: string; gzip: number }[]
}

export function firstVisit(dist: string): { pages: FirstVisitPage[]; problems: string[] }
