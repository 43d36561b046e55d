// Renders /api/openapi.json as a readable list of endpoints. Plain DOM: the page must work under the CSP.
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const child of children) node.append(child);
  return node;
};
const schemaBlock = (label, schema) => [el('h4', {}, label), el('pre', {}, JSON.stringify(schema, null, 2))];

const doc = await (await fetch('/api/openapi.json')).json();
document.getElementById('title').textContent = `${doc.info.title} ${doc.info.version}`;
const main = document.getElementById('endpoints');
const toc = document.getElementById('toc');
main.replaceChildren();
for (const [path, methods] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(methods)) {
    const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
    toc.append(el('a', { href: `#${id}` }, `${method.toUpperCase()} ${path}`));
    const section = el('section', { id }, el('h3', {}, el('span', { class: `method ${method}` }, method), path));
    section.append(el('p', {}, op.summary), el('p', {}, op.description));
    if (op.parameters?.length) section.append(...schemaBlock('Parameters', op.parameters));
    const body = op.requestBody && Object.entries(op.requestBody.content)[0];
    if (body) section.append(...schemaBlock(`Body (${body[0]})`, body[1].schema));
    for (const [status, response] of Object.entries(op.responses)) {
      // Error responses are shared components: one line each, with what they mean.
      if (response.$ref) {
        const shared = doc.components.responses[response.$ref.split('/').pop()];
        section.append(el('p', { class: 'error-response' }, `${status}: ${shared?.description ?? ''}`));
        continue;
      }
      const content = response.content?.['application/json'];
      if (content) section.append(...schemaBlock(`Response ${status}`, content.schema));
    }
    main.append(section);
  }
}
