/**
 * The chart's code (visx) in a chunk of its own. The orders route's loader starts it alongside the
 * data; this module is tiny so the loader does not pull the page's components in with it.
 */
export const loadOrdersChart = () => import('./OrdersOverviewChart')
