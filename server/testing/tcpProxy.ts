import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net"

/** A TCP proxy to a database that a test can cut (the database vanishes: every connection dropped, none accepted) and open again. */
export interface TcpProxy {
  readonly port: number
  readonly cut: () => Promise<void>
  readonly reopen: () => Promise<void>
  readonly close: () => Promise<void>
}

/** Starts a proxy on a free loopback port forwarding every connection to `host:port`. */
export const tcpProxy = async (target: { readonly host: string; readonly port: number }): Promise<TcpProxy> => {
  const sockets = new Set<Socket>()
  const forward = (client: Socket) => {
    const upstream = connect(target.port, target.host)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    sockets.add(client)
    sockets.add(upstream)
    for (const socket of [client, upstream]) socket.on("error", drop).on("close", drop)
    client.pipe(upstream).pipe(client)
  }
  let server: Server | undefined
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const opened = createServer(forward)
      opened.once("error", reject)
      opened.listen(port, "127.0.0.1", () => resolve((opened.address() as AddressInfo).port))
      server = opened
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      const closing = server
      server = undefined
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      if (closing) closing.close(() => resolve())
      else resolve()
    })
  const port = await listen(0)
  return {
    port,
    cut,
    reopen: async () => void (await listen(port)),
    close: cut,
  }
}
