// npm run sim -- <workbook.json> <entryPoint> [json-args...]
import { runSim } from './run';

const [workbook, entryPoint, ...rawArgs] = process.argv.slice(2);
if (!workbook || !entryPoint) {
  console.error('usage: npm run sim -- <workbook.json> <entryPoint> [json-args...]');
  console.error(
    'example: npm run sim -- event.workbook.json setupEvent \'{"format":"sealed-deck","name":"Friday"}\'',
  );
  process.exit(2);
}
let args: unknown[];
try {
  args = rawArgs.map((a) => JSON.parse(a));
} catch (e) {
  console.error(`Arguments must be JSON (strings in double quotes): ${(e as Error).message}`);
  process.exit(2);
}
try {
  const result = runSim(workbook, entryPoint, args);
  console.log(JSON.stringify(result.value, null, 2));
  console.log(`service calls: ${result.calls} ${JSON.stringify(result.callsByService)}`);
} catch (e) {
  console.error(String(e));
  process.exit(1);
}
