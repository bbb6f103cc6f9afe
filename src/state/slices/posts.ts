import { createAction, type UnknownAction } from "@reduxjs/toolkit";

export interface Post {
  id: string;
  title: string;
  createdAt: string;
}

export interface PostsState {
  posts: Post[];
  postsLoaded: boolean;
}

const initialState: PostsState = { posts: [], postsLoaded: false };

export const postsLoaded = createAction<Post[]>("posts/postsLoaded");
export const postsCleared = createAction("posts/postsCleared");

export default function postsReducer(state: PostsState = initialState, action: UnknownAction): PostsState {
  if (postsLoaded.match(action)) return { posts: action.payload, postsLoaded: true };
  if (postsCleared.match(action)) return initialState;
  return state;
}
