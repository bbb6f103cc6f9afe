import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

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

const postsSlice = createSlice({
  name: "posts",
  initialState,
  reducers: {
    postsLoaded(state, action: PayloadAction<Post[]>) {
      state.posts = action.payload;
      state.postsLoaded = true;
    },
    postsCleared(state) {
      state.posts = [];
      state.postsLoaded = false;
    },
  },
});

export const { postsLoaded, postsCleared } = postsSlice.actions;
export default postsSlice.reducer;
