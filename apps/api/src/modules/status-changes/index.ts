// The status-change engine's public surface: apps and vendors describe their workflow as a StatusFlow
// and run every change through changeStatus.
export {
  changeStatus,
  onlyWhoMay,
  type ChangeContext,
  type StatusChange,
  type StatusFlow,
} from './status-engine.ts';
