/**
 * A reason the server cannot start that its operator can mend: the message says what to do, and
 * the commands (`npm run server`, `server:migrate`, `server:seed`) print only the message.
 */
export class OperatorError extends Error {}
