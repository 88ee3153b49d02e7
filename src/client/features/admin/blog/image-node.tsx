import { DecoratorNode, type DOMExportOutput, type NodeKey, type SerializedLexicalNode, type Spread } from "lexical";
import type { JSX } from "react";

/**
 * An image of a post as stored. `photoId` names a photo of the library: the server renders it
 * from its resized files (src/server/content/post-body-html.ts) and `src` is only the editor's
 * preview. Images from before the library have an address (`src`) alone.
 */
export type SerializedImageNode = Spread<{ photoId?: string; src: string; alt: string }, SerializedLexicalNode>;

/** A photo in the post's body, with the post's own description of it (alt). */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __photoId: string;
  __src: string;
  __alt: string;

  static override getType(): string {
    return "image";
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__photoId, node.__src, node.__alt, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.photoId ?? "", json.src, json.alt);
  }

  constructor(photoId: string, src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__photoId = photoId;
    this.__src = src;
    this.__alt = alt;
  }

  override exportJSON(): SerializedImageNode {
    return {
      type: "image",
      version: 1,
      ...(this.__photoId ? { photoId: this.__photoId } : {}),
      src: this.__src,
      alt: this.__alt,
    };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement("div");
    element.className = "my-4";
    return element;
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const image = document.createElement("img");
    image.src = this.__src;
    image.alt = this.__alt;
    return { element: image };
  }

  override decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__alt} className="max-h-80 rounded-xl" />;
  }
}

export function $createImageNode(photoId: string, src: string, alt: string): ImageNode {
  return new ImageNode(photoId, src, alt);
}
