import { fileKind, fileKinds, jsonSchemaOf } from '../../domain/registry.js';
import { usageError } from '../../util/user-error.js';
export function registerSchema(program) {
    program
        .command('schema')
        .description('Print the JSON Schema of a file kind, for editor validation of fixtures')
        .argument('[name]', `one of: ${fileKinds().map((k) => k.name).join(', ')}`)
        .option('--list', 'list the kinds')
        .action((name, opts) => {
        if (opts.list || !name) {
            for (const k of fileKinds())
                process.stdout.write(`${k.name.padEnd(16)} ${k.description}\n`);
            process.exitCode = name || opts.list ? 0 : 2;
            return;
        }
        if (!fileKind(name))
            throw usageError(`unknown schema "${name}" (known: ${fileKinds().map((k) => k.name).join(', ')})`);
        process.stdout.write(`${JSON.stringify(jsonSchemaOf(name), null, 2)}\n`);
    });
}
