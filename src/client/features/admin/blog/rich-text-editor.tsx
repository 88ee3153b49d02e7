import { createEmptyHistoryState, registerHistory } from "@lexical/history";
import { LinkNode, TOGGLE_LINK_COMMAND } from "@lexical/link";
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from "@lexical/list";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { $createHeadingNode, $createQuoteNode, HeadingNode, QuoteNode } from "@lexical/rich-text";
import { $insertNodeToNearestRoot } from "@lexical/utils";
import {
  $createParagraphNode,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  type ElementNode,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
} from "lexical";
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { $createImageNode, ImageNode } from "./image-node";
import { type LibraryPhoto, PhotoChoice } from "./photo-choice";

/** The post body's JSON as the server stores it (Lexical's serialized editor state). */
export type EditorJson = { root: { type: "root"; children: unknown[] } & Record<string, unknown> };

const THEME = {
  heading: { h2: "mt-6 text-2xl font-bold text-brand-900", h3: "mt-4 text-xl font-bold text-brand-900" },
  paragraph: "my-2",
  quote: "my-3 border-l-4 border-brand-200 pl-4 italic text-slate-700",
  list: { ul: "my-2 list-disc pl-6", ol: "my-2 list-decimal pl-6", listitem: "my-1" },
  link: "text-brand-700 underline",
  text: { bold: "font-bold", italic: "italic", underline: "underline", code: "font-mono text-sm" },
};

/** Undo and redo (Ctrl+Z, Ctrl+Shift+Z), typing merged into steps of a second. */
function UndoHistory() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerHistory(editor, createEmptyHistoryState(), 1_000), [editor]);
  return null;
}

/** Replaces each selected block (a paragraph, a heading) with one made by `create`, keeping its text. */
function setBlocks(editor: LexicalEditor, create: () => ElementNode): void {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    const blocks = new Map<string, ElementNode>();
    for (const node of selection.getNodes()) {
      const block = node.getTopLevelElement();
      if ($isElementNode(block)) blocks.set(block.getKey(), block);
    }
    for (const block of blocks.values()) block.replace(create(), true);
  });
}

function ToolButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      // Keeps the selection in the text while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 focus-visible:outline-3"
    >
      {children}
    </button>
  );
}

/** The editor's preview of a library photo: its smallest JPEG (the owner may see a draft's photos). */
const previewUrl = (photo: LibraryPhoto) => photo.files.find((file) => file.format === "jpeg")?.url ?? "";

function Toolbar({ photos }: { photos: readonly LibraryPhoto[] }) {
  const [editor] = useLexicalComposerContext();
  const [asking, setAsking] = useState<null | "link" | "image">(null);
  const [address, setAddress] = useState("");
  const [photoId, setPhotoId] = useState("");
  const [alt, setAlt] = useState("");
  const chosen = photos.find((photo) => photo.id === photoId);

  const apply = () => {
    const url = address.trim();
    if (asking === "link") {
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, url === "" ? null : url);
    } else if (asking === "image" && chosen) {
      const description = alt.trim() || chosen.alt;
      editor.update(() => void $insertNodeToNearestRoot($createImageNode(chosen.id, previewUrl(chosen), description)));
    }
    setAsking(null);
    setAddress("");
    setPhotoId("");
    setAlt("");
  };

  return (
    <div className="border-b border-slate-200">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 p-1">
        <ToolButton label="Heading" onClick={() => setBlocks(editor, () => $createHeadingNode("h2"))}>
          <Heading2 aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label="Subheading" onClick={() => setBlocks(editor, () => $createHeadingNode("h3"))}>
          <Heading3 aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label="Bold" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold")}>
          <Bold aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label="Italic" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic")}>
          <Italic aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
        >
          <List aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton
          label="Numbered list"
          onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
        >
          <ListOrdered aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label="Quote" onClick={() => setBlocks(editor, $createQuoteNode)}>
          <Quote aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label="Paragraph" onClick={() => setBlocks(editor, $createParagraphNode)}>
          <span aria-hidden className="text-sm font-bold">
            ¶
          </span>
        </ToolButton>
        <ToolButton label="Link" onClick={() => setAsking("link")}>
          <Link2 aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label="Image" onClick={() => setAsking("image")}>
          <ImagePlus aria-hidden className="size-5" />
        </ToolButton>
      </div>
      {asking ? (
        <div className="flex flex-wrap items-end gap-2 border-t border-slate-100 p-2">
          {asking === "link" ? (
            <label className="grid flex-1 gap-1 text-sm font-semibold text-slate-700">
              Link address (empty removes the link)
              <input
                value={address}
                onChange={(event) => setAddress(event.target.value)}
                placeholder="https://… or /pricing"
                className="min-h-11 rounded-lg border border-slate-300 px-3 font-normal"
              />
            </label>
          ) : (
            <div className="grid w-full gap-2">
              <PhotoChoice
                legend="Photo to insert"
                name="body-photo"
                photos={photos}
                value={photoId}
                onChange={(id) => {
                  setPhotoId(id);
                  setAlt(photos.find((photo) => photo.id === id)?.alt ?? "");
                }}
              />
              <label className="grid gap-1 text-sm font-semibold text-slate-700">
                What the photo shows here (alt text)
                <input
                  value={alt}
                  onChange={(event) => setAlt(event.target.value)}
                  className="min-h-11 rounded-lg border border-slate-300 px-3 font-normal"
                />
              </label>
            </div>
          )}
          <button
            type="button"
            onClick={apply}
            className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white"
          >
            {asking === "link" ? "Apply link" : "Insert photo"}
          </button>
          <button type="button" onClick={() => setAsking(null)} className="min-h-11 rounded-lg px-3 font-semibold">
            Cancel
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The post body's rich-text editor (Lexical). Loaded only by the owner's editor page (a lazy
 * chunk): no public page downloads it. `onChange` receives the document as the server stores it.
 */
export default function RichTextEditor({
  initial,
  onChange,
  photos,
}: {
  initial: EditorJson | null;
  onChange(json: EditorJson): void;
  /** The library's photos the image button offers. */
  photos: readonly LibraryPhoto[];
}) {
  const initialConfig = {
    namespace: "post-body",
    theme: THEME,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    // An empty document has no children, which Lexical's parser refuses: start blank instead.
    editorState: initial && initial.root.children.length > 0 ? JSON.stringify(initial) : undefined,
    onError(error: Error) {
      throw error;
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rounded-xl border border-slate-300 bg-white">
        <Toolbar photos={photos} />
        <div className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-label="Post body"
                className="prose-editor min-h-72 px-4 py-3 text-lg leading-relaxed text-slate-800 outline-none"
              />
            }
            placeholder={
              <div className="pointer-events-none absolute left-4 top-3 text-lg text-slate-500">Write the post…</div>
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <UndoHistory />
      <ListPlugin />
      <LinkPlugin />
      <OnChangePlugin ignoreSelectionChange onChange={(state) => onChange(state.toJSON() as unknown as EditorJson)} />
    </LexicalComposer>
  );
}
