/**
 * The name of a new migration, from the arguments of `pnpm --filter @chaussee/api db:generate
 * <name>`: drizzle-kit would otherwise name it at random (`0004_whole_harpoon`), and the name is
 * what a reader of drizzle/ goes by. Throws the usage when it is missing or not snake_case.
 */
export function migrationNameOf(args: readonly string[]): string {
  const [name, ...rest] = args;
  if (name === undefined || rest.length > 0 || !/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/u.test(name)) {
    throw new Error(
      'Name the migration in snake_case, after what it changes: ' +
        'pnpm --filter @chaussee/api db:generate core_weather',
    );
  }
  return name;
}
