import { useMutation } from "@tanstack/react-query"
import type { PasswordChange } from "../../../../domain/auth/PasswordChange.ts"
import { adoptToken } from "../../../state/auth.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices } from "../../../state/services.tsx"

/** Changes the signed-in user's password; every earlier token stops working, so this tab goes on with the answer's. */
export function useChangePassword() {
  const { api } = useServices()
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      const token = await settled(
        api.POST("/auth/password", {
          body: {
            current_password: change.current_password,
            new_password: change.new_password,
            new_password_confirmation: change.new_password,
          },
        }),
      )
      await adoptToken(token)
    },
  })
}
