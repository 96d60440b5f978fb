import { parse, protocol, type PGlite, type Results } from "@electric-sql/pglite";
import { statementName } from "./statementName";

type Serializer = (value: unknown) => string;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * Named prepared statements on PGlite's one connection. `PGlite.query` sends each statement as six separate
 * protocol exchanges and plans it again every time; here a statement is parsed and described once, then each run is
 * one exchange (bind, describe, execute, sync) on the kept plan. Values are serialized as `PGlite.query` does it.
 */
export function preparedQueries(pglite: PGlite) {
  const serializersOf = new Map<string, Array<Serializer | undefined>>();

  async function prepare(sql: string, name: string) {
    const { messages } = await pglite.execProtocol(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: "S", name }), serialize.sync()]),
    );
    const serializers = parse
      .parseDescribeStatementResults(messages)
      .map((type) => pglite.serializers[type] as Serializer | undefined);
    serializersOf.set(name, serializers);
    return serializers;
  }

  return async function query<T>(sql: string, params: unknown[]): Promise<Results<T>> {
    const name = statementName(sql);
    const serializers = serializersOf.get(name) ?? (await prepare(sql, name));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[index];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pglite.execProtocol(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, pglite.parsers)[0] as Results<T>;
  };
}
