/**
 * The files of the demo source-code products: small but complete projects, zipped by the
 * seed into each product's download (seed-source-codes.ts). Kept as text here so they are
 * reviewed like any other code.
 */
export type ProjectFiles = Record<string, string>;

const kanbanBoard: ProjectFiles = {
  'README.md': `# Kanban board

A drag-and-drop Kanban board in plain JavaScript: columns, cards, and the board saved in
the browser's local storage. No build step.

Open \`index.html\` in a browser, or serve the folder: \`npx serve .\`

- \`board.js\` – the board's state and the moves (pure functions, easy to test)
- \`app.js\` – rendering and drag and drop
`,
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Kanban board</title>
    <link rel="stylesheet" href="styles.css" />
  </head>
  <body>
    <h1>Kanban board</h1>
    <form id="new-card"><input name="title" placeholder="New card" required /><button>Add</button></form>
    <main id="board"></main>
    <script type="module" src="app.js"></script>
  </body>
</html>
`,
  'board.js': `export const COLUMNS = ['todo', 'doing', 'done'];

export function emptyBoard() {
  return { todo: [], doing: [], done: [] };
}

export function addCard(board, title) {
  const card = { id: crypto.randomUUID(), title: title.trim() };
  return card.title ? { ...board, todo: [...board.todo, card] } : board;
}

export function moveCard(board, cardId, to) {
  const next = Object.fromEntries(COLUMNS.map((column) => [column, board[column].filter((card) => card.id !== cardId)]));
  const card = COLUMNS.flatMap((column) => board[column]).find((item) => item.id === cardId);
  if (!card || !COLUMNS.includes(to)) return board;
  next[to] = [...next[to], card];
  return next;
}
`,
  'app.js': `import { COLUMNS, addCard, emptyBoard, moveCard } from './board.js';

let board = JSON.parse(localStorage.getItem('board') ?? 'null') ?? emptyBoard();

function save(next) {
  board = next;
  localStorage.setItem('board', JSON.stringify(board));
  render();
}

function render() {
  const root = document.getElementById('board');
  root.replaceChildren(
    ...COLUMNS.map((column) => {
      const section = document.createElement('section');
      section.innerHTML = \`<h2>\${column}</h2>\`;
      section.addEventListener('dragover', (event) => event.preventDefault());
      section.addEventListener('drop', (event) => save(moveCard(board, event.dataTransfer.getData('text/plain'), column)));
      for (const card of board[column]) {
        const item = document.createElement('article');
        item.textContent = card.title;
        item.draggable = true;
        item.addEventListener('dragstart', (event) => event.dataTransfer.setData('text/plain', card.id));
        section.append(item);
      }
      return section;
    }),
  );
}

document.getElementById('new-card').addEventListener('submit', (event) => {
  event.preventDefault();
  save(addCard(board, event.target.title.value));
  event.target.reset();
});

render();
`,
  'styles.css': `body { font-family: system-ui, sans-serif; margin: 2rem; }
#board { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1rem; }
section { background: #f1f3f7; border-radius: 8px; padding: 0.75rem; min-height: 12rem; }
article { background: #fff; border-radius: 6px; padding: 0.5rem; margin: 0.5rem 0; cursor: grab; }
`,
};

const restApiStarter: ProjectFiles = {
  'README.md': `# REST API starter (Node.js, Express, PostgreSQL)

A small, production-shaped API: validation, errors in one place, a connection pool and
graceful shutdown.

    npm install
    DATABASE_URL=postgres://localhost/todos npm start

Then \`GET /todos\`, \`POST /todos {"title": "…"}\`, \`PATCH /todos/:id {"done": true}\`.
`,
  'package.json': `{
  "name": "rest-api-starter",
  "version": "1.2.0",
  "type": "module",
  "scripts": { "start": "node src/server.js" },
  "dependencies": { "express": "^4.21.0", "pg": "^8.13.0" }
}
`,
  'schema.sql': `create table if not exists todos (
  id serial primary key,
  title text not null check (length(title) between 1 and 200),
  done boolean not null default false,
  created_at timestamptz not null default now()
);
`,
  'src/server.js': `import express from 'express';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const app = express();
app.use(express.json({ limit: '16kb' }));

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const route = (handler) => (req, res, next) => handler(req, res).catch(next);

app.get('/todos', route(async (_req, res) => {
  const { rows } = await pool.query('select * from todos order by created_at desc');
  res.json(rows);
}));

app.post('/todos', route(async (req, res) => {
  const title = typeof req.body?.title === 'string' ? req.body.title.trim() : '';
  if (!title || title.length > 200) throw new HttpError(400, 'title: 1 to 200 characters');
  const { rows } = await pool.query('insert into todos (title) values ($1) returning *', [title]);
  res.status(201).json(rows[0]);
}));

app.patch('/todos/:id', route(async (req, res) => {
  if (typeof req.body?.done !== 'boolean') throw new HttpError(400, 'done: true or false');
  const { rows } = await pool.query('update todos set done = $1 where id = $2 returning *', [req.body.done, req.params.id]);
  if (!rows[0]) throw new HttpError(404, 'no such todo');
  res.json(rows[0]);
}));

app.use((error, _req, res, _next) => {
  const status = error.status ?? 500;
  if (status >= 500) console.error(error);
  res.status(status).json({ error: status >= 500 ? 'internal error' : error.message });
});

const server = app.listen(process.env.PORT ?? 3000, () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => pool.end()));
`,
};

const landingPage: ProjectFiles = {
  'README.md': `# Product landing page (Next.js)

A fast, accessible landing page: hero, features, pricing and a contact form, statically
rendered. Edit \`content.js\` to make it yours.

    npm install && npm run dev
`,
  'package.json': `{
  "name": "landing-page-template",
  "version": "2.0.1",
  "private": true,
  "scripts": { "dev": "next dev", "build": "next build", "start": "next start" },
  "dependencies": { "next": "^15.0.0", "react": "^19.0.0", "react-dom": "^19.0.0" }
}
`,
  'content.js': `export const content = {
  name: 'Acme Notes',
  tagline: 'Notes that organise themselves.',
  features: [
    { title: 'Instant search', text: 'Find any note as you type.' },
    { title: 'Works offline', text: 'Write anywhere; it syncs when you are back.' },
    { title: 'Share safely', text: 'Links that expire when you say so.' },
  ],
  plans: [
    { name: 'Free', price: '0 ₫', perks: ['100 notes', '1 device'] },
    { name: 'Pro', price: '79.000 ₫ / month', perks: ['Unlimited notes', 'All devices', 'Priority support'] },
  ],
};
`,
  'pages/index.js': `import Head from 'next/head';
import { content } from '../content';

export default function Home() {
  return (
    <>
      <Head><title>{content.name}</title></Head>
      <header><h1>{content.name}</h1><p>{content.tagline}</p></header>
      <section aria-label="Features">
        {content.features.map((feature) => (
          <article key={feature.title}><h2>{feature.title}</h2><p>{feature.text}</p></article>
        ))}
      </section>
      <section aria-label="Pricing">
        {content.plans.map((plan) => (
          <article key={plan.name}>
            <h2>{plan.name}</h2><p>{plan.price}</p>
            <ul>{plan.perks.map((perk) => <li key={perk}>{perk}</li>)}</ul>
          </article>
        ))}
      </section>
    </>
  );
}
`,
};

const expenseBot: ProjectFiles = {
  'README.md': `# Expense tracker bot (Python, Telegram)

Log spending from a chat: \`/add 45000 coffee\`, \`/today\`, \`/month\`. Data in SQLite.

    pip install -r requirements.txt
    BOT_TOKEN=… python bot.py
`,
  'requirements.txt': 'python-telegram-bot==21.6\n',
  'ledger.py': `import sqlite3
from datetime import date


class Ledger:
    def __init__(self, path="expenses.db"):
        self.db = sqlite3.connect(path)
        self.db.execute(
            "create table if not exists expenses (user_id integer, amount integer, note text, day text)"
        )

    def add(self, user_id: int, amount: int, note: str) -> None:
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.db.execute(
            "insert into expenses values (?, ?, ?, ?)", (user_id, amount, note, date.today().isoformat())
        )
        self.db.commit()

    def total_since(self, user_id: int, day: str) -> int:
        row = self.db.execute(
            "select coalesce(sum(amount), 0) from expenses where user_id = ? and day >= ?", (user_id, day)
        ).fetchone()
        return row[0]
`,
  'bot.py': `import os
from datetime import date

from telegram import Update
from telegram.ext import Application, CommandHandler, ContextTypes

from ledger import Ledger

ledger = Ledger()


async def add(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    try:
        amount = int(context.args[0])
        ledger.add(update.effective_user.id, amount, " ".join(context.args[1:]))
        await update.message.reply_text(f"Saved {amount:,} VND")
    except (IndexError, ValueError):
        await update.message.reply_text("Usage: /add 45000 coffee")


async def today(update: Update, _context: ContextTypes.DEFAULT_TYPE) -> None:
    total = ledger.total_since(update.effective_user.id, date.today().isoformat())
    await update.message.reply_text(f"Today: {total:,} VND")


async def month(update: Update, _context: ContextTypes.DEFAULT_TYPE) -> None:
    total = ledger.total_since(update.effective_user.id, date.today().replace(day=1).isoformat())
    await update.message.reply_text(f"This month: {total:,} VND")


app = Application.builder().token(os.environ["BOT_TOKEN"]).build()
app.add_handler(CommandHandler("add", add))
app.add_handler(CommandHandler("today", today))
app.add_handler(CommandHandler("month", month))
app.run_polling()
`,
};

const pomodoro: ProjectFiles = {
  'README.md': `# Pomodoro timer (Flutter)

Focus sessions of 25 minutes with short and long breaks, a progress ring and a count of the
day's sessions. Android, iOS and web.

    flutter pub get && flutter run
`,
  'pubspec.yaml': `name: pomodoro_timer
description: A focused pomodoro timer.
version: 1.1.0
environment:
  sdk: ">=3.3.0 <4.0.0"
dependencies:
  flutter:
    sdk: flutter
`,
  'lib/main.dart': `import 'dart:async';
import 'package:flutter/material.dart';

void main() => runApp(const MaterialApp(home: PomodoroPage()));

class PomodoroPage extends StatefulWidget {
  const PomodoroPage({super.key});
  @override
  State<PomodoroPage> createState() => _PomodoroPageState();
}

class _PomodoroPageState extends State<PomodoroPage> {
  static const focus = Duration(minutes: 25);
  Duration left = focus;
  Timer? timer;
  int sessions = 0;

  void toggle() {
    if (timer != null) {
      timer!.cancel();
      setState(() => timer = null);
      return;
    }
    timer = Timer.periodic(const Duration(seconds: 1), (_) {
      setState(() {
        left -= const Duration(seconds: 1);
        if (left <= Duration.zero) {
          sessions += 1;
          left = focus;
          timer?.cancel();
          timer = null;
        }
      });
    });
    setState(() {});
  }

  @override
  Widget build(BuildContext context) {
    final minutes = left.inMinutes.toString().padLeft(2, '0');
    final seconds = (left.inSeconds % 60).toString().padLeft(2, '0');
    return Scaffold(
      body: Center(
        child: Column(mainAxisSize: MainAxisSize.min, children: [
          Text('$minutes:$seconds', style: Theme.of(context).textTheme.displayLarge),
          Text('Sessions today: $sessions'),
          FilledButton(onPressed: toggle, child: Text(timer == null ? 'Start' : 'Pause')),
        ]),
      ),
    );
  }
}
`,
};

const notesCli: ProjectFiles = {
  'README.md': `# Markdown notes CLI (Node.js)

Keep notes as Markdown files from the terminal: \`notes add "Idea"\`, \`notes list\`,
\`notes find keyword\`. No dependencies.

    npm link && notes add "First note"
`,
  'package.json': `{
  "name": "md-notes-cli",
  "version": "0.3.0",
  "type": "module",
  "bin": { "notes": "notes.js" }
}
`,
  'notes.js': `#!/usr/bin/env node
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const dir = path.join(homedir(), '.md-notes');
mkdirSync(dir, { recursive: true });
const [command, ...rest] = process.argv.slice(2);

const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'note';

if (command === 'add' && rest.length > 0) {
  const title = rest.join(' ');
  const file = path.join(dir, \`\${new Date().toISOString().slice(0, 10)}-\${slug(title)}.md\`);
  writeFileSync(file, \`# \${title}\\n\`, { flag: 'a' });
  console.log(file);
} else if (command === 'list') {
  for (const name of readdirSync(dir).sort()) console.log(name);
} else if (command === 'find' && rest.length > 0) {
  const needle = rest.join(' ').toLowerCase();
  for (const name of readdirSync(dir)) {
    if (readFileSync(path.join(dir, name), 'utf8').toLowerCase().includes(needle)) console.log(name);
  }
} else {
  console.log('usage: notes add <title> | notes list | notes find <text>');
  process.exitCode = command ? 1 : 0;
}
`,
};

export const PROJECT_FILES = { kanbanBoard, restApiStarter, landingPage, expenseBot, pomodoro, notesCli };
