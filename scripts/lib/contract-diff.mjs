// @ts-check
// The breaking changes between two bundled OpenAPI 3.1 contracts, as the SDK's semver reads them:
// a removed operation, parameter, field or enum value, a field's type that changes, or a request
// field or parameter that becomes required. Written here because the diff tools of the npm
// registry read OpenAPI 3.0 only (3.1's type lists and `const` are unknown to them).

/** @typedef {Record<string, unknown>} Json */
/** @typedef {{ doc: Json, seen: Set<string> }} Side */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** @param {unknown} value @returns {value is Json} */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** @param {unknown} value @returns {Json} */
function objectOf(value) {
  return isObject(value) ? value : {};
}

/** @param {unknown} value @returns {unknown[]} */
function listOf(value) {
  return Array.isArray(value) ? value : [];
}

/**
 * Follows a local `$ref` (`#/components/...`) until a schema without one.
 * @param {Json} doc @param {unknown} node @returns {Json}
 */
function resolve(doc, node) {
  let current = objectOf(node);
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const path = current.$ref.replace(/^#\//u, '').split('/');
    /** @type {unknown} */
    let target = doc;
    for (const part of path)
      target = objectOf(target)[part.replace(/~1/gu, '/').replace(/~0/gu, '~')];
    current = objectOf(target);
  }
  return current;
}

/** The types a schema allows (`type: ['string', 'null']`, or `const`'s type), sorted. */
function typesOf(/** @type {Json} */ schema) {
  if (Array.isArray(schema.type)) return schema.type.map(String).sort();
  if (typeof schema.type === 'string') return [schema.type];
  return [];
}

/**
 * The properties and required names of an object schema, with `allOf` members merged in.
 * @param {Json} doc @param {Json} schema
 * @returns {{ properties: Map<string, unknown>, required: Set<string> }}
 */
function shapeOf(doc, schema) {
  /** @type {Map<string, unknown>} */
  const properties = new Map(Object.entries(objectOf(schema.properties)));
  const required = new Set(listOf(schema.required).map(String));
  for (const member of listOf(schema.allOf)) {
    const merged = shapeOf(doc, resolve(doc, member));
    for (const [name, property] of merged.properties)
      if (!properties.has(name)) properties.set(name, property);
    for (const name of merged.required) required.add(name);
  }
  return { properties, required };
}

/**
 * Compares one schema in the released and the current contract.
 * @param {{ released: Side, current: Side, findings: string[] }} context
 * @param {unknown} releasedNode @param {unknown} currentNode
 * @param {string} where where the schema sits, for the message
 * @param {boolean} isRequest whether clients send it (a new required field breaks them)
 */
function compareSchema(context, releasedNode, currentNode, where, isRequest) {
  const { released, current, findings } = context;
  const refKey = `${String(objectOf(releasedNode).$ref)}|${String(objectOf(currentNode).$ref)}|${String(isRequest)}`;
  if (objectOf(releasedNode).$ref !== undefined) {
    // A named schema is compared once per direction: the first place that reaches it names it.
    if (released.seen.has(refKey)) return;
    released.seen.add(refKey);
  }
  const before = resolve(released.doc, releasedNode);
  const after = resolve(current.doc, currentNode);

  const typesBefore = typesOf(before);
  const typesAfter = typesOf(after);
  if (typesBefore.length > 0 && typesAfter.length > 0) {
    const lost = typesBefore.filter((type) => !typesAfter.includes(type));
    if (lost.length > 0) findings.push(`${where}: type ${lost.join(', ')} is no longer allowed`);
  }
  if (Array.isArray(before.enum) && Array.isArray(after.enum)) {
    const values = new Set(after.enum.map((value) => JSON.stringify(value)));
    for (const value of before.enum)
      if (!values.has(JSON.stringify(value)))
        findings.push(`${where}: enum value ${JSON.stringify(value)} removed`);
  }
  if (
    'const' in before &&
    'const' in after &&
    JSON.stringify(before.const) !== JSON.stringify(after.const)
  )
    findings.push(`${where}: constant ${JSON.stringify(before.const)} changed`);

  const shapeBefore = shapeOf(released.doc, before);
  const shapeAfter = shapeOf(current.doc, after);
  for (const [name, property] of shapeBefore.properties) {
    const next = shapeAfter.properties.get(name);
    if (next === undefined) findings.push(`${where}: field ${name} removed`);
    else compareSchema(context, property, next, `${where}.${name}`, isRequest);
  }
  if (isRequest) {
    for (const name of shapeAfter.required)
      if (!shapeBefore.required.has(name)) findings.push(`${where}: field ${name} is now required`);
  }
  if (before.items !== undefined && after.items !== undefined)
    compareSchema(context, before.items, after.items, `${where}[]`, isRequest);
  if (isObject(before.additionalProperties) && isObject(after.additionalProperties))
    compareSchema(
      context,
      before.additionalProperties,
      after.additionalProperties,
      `${where}{}`,
      isRequest,
    );
  for (const keyword of ['anyOf', 'oneOf']) {
    const membersBefore = listOf(before[keyword]);
    const membersAfter = listOf(after[keyword]);
    membersBefore.forEach((member, index) => {
      if (index < membersAfter.length)
        compareSchema(
          context,
          member,
          membersAfter[index],
          `${where}(${keyword} ${index})`,
          isRequest,
        );
    });
  }
}

/**
 * The schemas of a body or response keyed by media type.
 * @param {Json} doc @param {unknown} node @returns {Map<string, unknown>}
 */
function contentOf(doc, node) {
  const content = objectOf(resolve(doc, node).content);
  return new Map(Object.entries(content).map(([type, media]) => [type, objectOf(media).schema]));
}

/**
 * Parameters of an operation (path-level ones included) by `in:name`.
 * @param {Json} doc @param {Json} pathItem @param {Json} operation @returns {Map<string, Json>}
 */
function parametersOf(doc, pathItem, operation) {
  /** @type {Map<string, Json>} */
  const found = new Map();
  for (const node of [...listOf(pathItem.parameters), ...listOf(operation.parameters)]) {
    const parameter = resolve(doc, node);
    found.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
  }
  return found;
}

/**
 * Compares one operation present in both contracts.
 * @param {{ released: Side, current: Side, findings: string[] }} context
 * @param {string} name `GET /path`
 * @param {[Json, Json]} before path item and operation in the released contract
 * @param {[Json, Json]} after the same in the current contract
 */
function compareOperation(context, name, before, after) {
  const { released, current, findings } = context;
  const parametersBefore = parametersOf(released.doc, ...before);
  const parametersAfter = parametersOf(current.doc, ...after);
  for (const [key, parameter] of parametersBefore) {
    const next = parametersAfter.get(key);
    if (next === undefined) findings.push(`${name}: parameter ${key} removed`);
    else {
      if (next.required === true && parameter.required !== true)
        findings.push(`${name}: parameter ${key} is now required`);
      compareSchema(context, parameter.schema, next.schema, `${name} parameter ${key}`, true);
    }
  }
  for (const [key, parameter] of parametersAfter)
    if (!parametersBefore.has(key) && parameter.required === true)
      findings.push(`${name}: new required parameter ${key}`);

  const bodyBefore = resolve(released.doc, before[1].requestBody);
  const bodyAfter = resolve(current.doc, after[1].requestBody);
  if (
    after[1].requestBody !== undefined &&
    bodyAfter.required === true &&
    bodyBefore.required !== true
  )
    findings.push(`${name}: the request body is now required`);
  const requestBefore = contentOf(released.doc, before[1].requestBody);
  const requestAfter = contentOf(current.doc, after[1].requestBody);
  for (const [type, schema] of requestBefore) {
    if (!requestAfter.has(type)) findings.push(`${name}: request body ${type} no longer accepted`);
    else compareSchema(context, schema, requestAfter.get(type), `${name} body`, true);
  }

  const responsesBefore = objectOf(before[1].responses);
  const responsesAfter = objectOf(after[1].responses);
  for (const [status, response] of Object.entries(responsesBefore)) {
    if (!status.startsWith('2')) continue;
    if (!(status in responsesAfter)) {
      findings.push(`${name}: answer ${status} removed`);
      continue;
    }
    const contentAfter = contentOf(current.doc, responsesAfter[status]);
    for (const [type, schema] of contentOf(released.doc, response)) {
      if (!contentAfter.has(type)) findings.push(`${name} ${status}: ${type} no longer answered`);
      else compareSchema(context, schema, contentAfter.get(type), `${name} ${status}`, false);
    }
  }
}

/**
 * The breaking changes from `releasedDoc` to `currentDoc`, one sentence each (empty: compatible).
 * @param {Json} releasedDoc @param {Json} currentDoc @returns {string[]}
 */
export function breakingChanges(releasedDoc, currentDoc) {
  const context = {
    released: { doc: releasedDoc, seen: new Set() },
    current: { doc: currentDoc, seen: new Set() },
    /** @type {string[]} */
    findings: [],
  };
  const pathsBefore = objectOf(releasedDoc.paths);
  const pathsAfter = objectOf(currentDoc.paths);
  for (const [path, itemNode] of Object.entries(pathsBefore)) {
    const item = objectOf(itemNode);
    const itemAfter = objectOf(pathsAfter[path]);
    for (const method of METHODS) {
      if (!isObject(item[method])) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const operationAfter = itemAfter[method];
      if (!isObject(operationAfter)) {
        context.findings.push(`${name}: operation removed`);
        continue;
      }
      compareOperation(context, name, [item, item[method]], [itemAfter, operationAfter]);
    }
  }
  return [...new Set(context.findings)];
}

/**
 * The semver parts of a version (`1.2.3`, a pre-release suffix ignored).
 * @param {string} version @returns {[number, number, number]}
 */
export function semverParts(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/u.exec(version);
  if (!match) throw new Error(`Not a semver version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Whether `version` comes after `released` with a new major number.
 * @param {string} released @param {string} version
 */
export function isMajorBump(released, version) {
  return semverParts(version)[0] > semverParts(released)[0];
}

/**
 * Whether the changelog has a `## <version>` section.
 * @param {string} changelog @param {string} version
 */
export function hasChangelogEntry(changelog, version) {
  const escaped = version.replace(/[.+]/gu, '\\$&');
  return new RegExp(`^## \\[?${escaped}\\]?(\\s|$)`, 'mu').test(changelog);
}

/**
 * The verdict of the release check: the problems that block (empty: fine).
 * @param {{ released: Json, current: Json, sdkVersion: string, changelog: string }} input
 * @returns {{ breaking: string[], problems: string[] }}
 */
export function releaseProblems({ released, current, sdkVersion, changelog }) {
  const releasedVersion = String(objectOf(released.info).version);
  const contractVersion = String(objectOf(current.info).version);
  const breaking = breakingChanges(released, current);
  /** @type {string[]} */
  const problems = [];
  if (contractVersion !== sdkVersion)
    problems.push(
      `the SDK's version (${sdkVersion}) differs from the contract's info.version (${contractVersion}): they are one number`,
    );
  const [major, minor, patch] = semverParts(sdkVersion);
  const [releasedMajor, releasedMinor, releasedPatch] = semverParts(releasedVersion);
  const order = major - releasedMajor || minor - releasedMinor || patch - releasedPatch;
  if (order < 0)
    problems.push(`the version ${sdkVersion} is lower than the released ${releasedVersion}`);
  if (breaking.length > 0 && !isMajorBump(releasedVersion, sdkVersion))
    problems.push(
      `${breaking.length} breaking change(s) since ${releasedVersion} need a major version (${releasedMajor + 1}.0.0)`,
    );
  if (order !== 0 && !hasChangelogEntry(changelog, sdkVersion))
    problems.push(`packages/sdk/CHANGELOG.md has no "## ${sdkVersion}" entry`);
  return { breaking, problems };
}
