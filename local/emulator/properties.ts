import type { Exec } from './exec';
import { assertPropertySize } from './limits';

type GProperties = GoogleAppsScript.Properties.Properties;
type GPropertiesService = GoogleAppsScript.Properties.PropertiesService;

type PropertyMethods =
  | 'getProperty'
  | 'setProperty'
  | 'getProperties'
  | 'setProperties'
  | 'deleteProperty'
  | 'deleteAllProperties'
  | 'getKeys';

/** Values are always strings, as in Apps Script: setProperty('n', 3) reads back '3'. */
class EmuProperties implements Pick<GProperties, PropertyMethods> {
  constructor(
    private exec: Exec,
    private map: Map<string, string>,
  ) {}
  private self(): GProperties {
    return this as unknown as GProperties;
  }
  getProperty(key: string): string | null {
    return this.map.get(String(key)) ?? null;
  }
  setProperty(key: string, value: string): GProperties {
    assertPropertySize(this.exec, String(key), String(value));
    this.map.set(String(key), String(value));
    return this.self();
  }
  getProperties(): { [key: string]: string } {
    return Object.fromEntries(this.map);
  }
  setProperties(properties: { [key: string]: string }, deleteAllOthers?: boolean): GProperties {
    for (const [k, v] of Object.entries(properties)) assertPropertySize(this.exec, k, String(v));
    if (deleteAllOthers) this.map.clear();
    for (const [k, v] of Object.entries(properties)) this.map.set(k, String(v));
    return this.self();
  }
  deleteProperty(key: string): GProperties {
    this.map.delete(String(key));
    return this.self();
  }
  deleteAllProperties(): GProperties {
    this.map.clear();
    return this.self();
  }
  getKeys(): string[] {
    return [...this.map.keys()];
  }
}

class EmuPropertiesService
  implements Pick<GPropertiesService, 'getDocumentProperties' | 'getScriptProperties' | 'getUserProperties'>
{
  constructor(private exec: Exec) {}
  private props(map: Map<string, string>): GProperties {
    return this.exec.calls.wrap(new EmuProperties(this.exec, map), 'Properties') as unknown as GProperties;
  }
  getDocumentProperties(): GProperties {
    return this.props(this.exec.store.properties.document);
  }
  getScriptProperties(): GProperties {
    return this.props(this.exec.store.properties.script);
  }
  getUserProperties(): GProperties {
    return this.props(this.exec.store.properties.user);
  }
}

export function newPropertiesService(exec: Exec): GPropertiesService {
  return exec.calls.wrap(
    new EmuPropertiesService(exec),
    'PropertiesService',
  ) as unknown as GPropertiesService;
}
