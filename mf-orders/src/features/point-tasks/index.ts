export { PointTasks } from './ui/point-tasks';
