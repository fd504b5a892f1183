/** A selection that could not be made: a tool failed or its output made no sense. */
export class SelectError extends Error {}
