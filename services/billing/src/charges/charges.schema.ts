export { recurringCharges } from './recurring-charges';
