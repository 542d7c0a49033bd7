import { Data, Result } from "effect"

/** A move the state diagram has no arrow for: the message says so in Persian, and `state` is where things stay. */
export class StateMoveRefused<State extends string> extends Data.TaggedError("StateMoveRefused")<{
  readonly state: State
  readonly to: State
  readonly message: string
}> {}

/** A state diagram: where each state may go (a final state goes nowhere). */
export type StateArrows<State extends string> = Readonly<Record<State, ReadonlyArray<State>>>

/** The three questions every diagram answers: the moves from a state, whether it is final, and one move's outcome. */
export interface StateGraph<State extends string> {
  readonly movesFrom: (state: State) => ReadonlyArray<State>
  readonly isFinal: (state: State) => boolean
  readonly move: (state: State, to: State) => Result.Result<State, StateMoveRefused<State>>
}

/** Builds the questions of a diagram; `refusal` words the Persian message of a move without an arrow. */
export const stateGraph = <State extends string>(
  arrows: StateArrows<State>,
  refusal: (state: State, to: State) => string,
): StateGraph<State> => {
  const movesFrom = (state: State): ReadonlyArray<State> => arrows[state] ?? []
  return {
    movesFrom,
    isFinal: (state) => movesFrom(state).length === 0,
    move: (state, to) =>
      movesFrom(state).includes(to)
        ? Result.succeed(to)
        : Result.fail(new StateMoveRefused({ state, to, message: refusal(state, to) })),
  }
}
