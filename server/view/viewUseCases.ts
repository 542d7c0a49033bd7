import { Result } from "effect"
import type { Clock } from "../../domain/ports/Clock.ts"
import type { Role } from "../../domain/roles/Role.ts"
import { validateViewForm, validateViewName, viewMessages } from "../../domain/view/ViewForm.ts"
import { isViewList, type ViewList } from "../../domain/view/ViewLists.ts"
import { unlessDuplicate } from "../db/unlessDuplicate.ts"
import { ViewInvalid, ViewListForbidden, ViewNotFound, ViewNotOwn, type ViewRefusal } from "./ViewRefusal.ts"
import type { ViewRecord, ViewStore } from "./viewStore.ts"

type Outcome<A> = Promise<Result.Result<A, ViewRefusal>>

/** Who calls: the signed-in user and their role. */
export interface ViewCaller {
  readonly id: number
  readonly role: Role
}

/** Saved views: the caller's own and their role's per list, one shared by its id, save, rename and delete their own. */
export interface ViewUseCases {
  /** The caller's views and their role's, of one list (`list`) or of every list they may see. */
  readonly visible: (caller: ViewCaller, list: string | undefined) => Outcome<ReadonlyArray<ViewRecord>>
  /** A view opened by its address: anyone who may see its list may use it; its rows stay those the list shows them. */
  readonly view: (caller: ViewCaller, id: number) => Outcome<ViewRecord>
  readonly create: (caller: ViewCaller, body: unknown) => Outcome<ViewRecord>
  readonly rename: (caller: ViewCaller, id: number, body: unknown) => Outcome<ViewRecord>
  readonly remove: (caller: ViewCaller, id: number) => Outcome<void>
}

/** What the views need of the permissions: whether a role may read a list (the list's own endpoint). */
export interface ViewPorts {
  readonly mayRead: (role: Role, list: ViewList) => boolean
}

const taken = () => new ViewInvalid({ errors: { name: viewMessages.nameTaken } })

/** The saved view use cases over their store: the list's permission, the form's rules, a name once per list, changes to one's own only. */
export const viewUseCases = (store: ViewStore, clock: Clock, ports: ViewPorts): ViewUseCases => {
  const readable = (caller: ViewCaller, list: string): list is ViewList => isViewList(list) && ports.mayRead(caller.role, list)
  /** Whether another view the caller sees on the list already has the name (their own or their role's). */
  const nameTaken = async (caller: ViewCaller, list: ViewList, name: string, except?: number) =>
    (await store.visibleTo(caller.id, caller.role, list)).some((view) => view.name === name && view.id !== except)
  const own = async (caller: ViewCaller, id: number): Outcome<ViewRecord> => {
    const view = await store.one(id)
    if (view === undefined || !readable(caller, view.list)) return Result.fail(new ViewNotFound())
    return view.userId === caller.id ? Result.succeed(view) : Result.fail(new ViewNotOwn())
  }
  return {
    visible: async (caller, list) => {
      if (list !== undefined && !isViewList(list))
        return Result.fail(new ViewInvalid({ errors: { list: viewMessages.listInvalid } }))
      if (list !== undefined && !readable(caller, list)) return Result.fail(new ViewListForbidden())
      const views = await store.visibleTo(caller.id, caller.role, list)
      return Result.succeed(views.filter((view) => readable(caller, view.list)))
    },
    view: async (caller, id) => {
      const view = await store.one(id)
      return view !== undefined && readable(caller, view.list) ? Result.succeed(view) : Result.fail(new ViewNotFound())
    },
    create: async (caller, body) => {
      const form = validateViewForm(body)
      if (Result.isFailure(form)) return Result.fail(new ViewInvalid({ errors: form.failure }))
      const view = form.success
      if (!readable(caller, view.list)) return Result.fail(new ViewListForbidden())
      if (await nameTaken(caller, view.list, view.name)) return Result.fail(taken())
      return unlessDuplicate(() => store.create(caller.id, view, new Date(clock.now()).toISOString()), taken)
    },
    rename: async (caller, id, body) => {
      const found = await own(caller, id)
      if (Result.isFailure(found)) return found
      const name = validateViewName(body)
      if (Result.isFailure(name)) return Result.fail(new ViewInvalid({ errors: name.failure }))
      if (await nameTaken(caller, found.success.list as ViewList, name.success, id)) return Result.fail(taken())
      const renamed = await unlessDuplicate(() => store.rename(id, caller.id, name.success), taken)
      if (Result.isFailure(renamed)) return Result.fail(renamed.failure)
      return renamed.success === undefined ? Result.fail(new ViewNotFound()) : Result.succeed(renamed.success)
    },
    remove: async (caller, id) => {
      const found = await own(caller, id)
      if (Result.isFailure(found)) return Result.fail(found.failure)
      return (await store.remove(id, caller.id)) ? Result.succeed(undefined) : Result.fail(new ViewNotFound())
    },
  }
}
